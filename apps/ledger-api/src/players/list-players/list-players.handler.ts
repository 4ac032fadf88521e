import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ListPlayers, PlayersPage } from './list-players.query';

/** Reads one page of the club's players (keyset paging on (name, id): every page costs the same). */
@QueryHandler(ListPlayers)
export class ListPlayersHandler implements IQueryHandler<ListPlayers> {
  constructor(private readonly db: DataSource) {}

  async execute(q: ListPlayers): Promise<PlayersPage> {
    const rows = await this.db.query<{ id: string; name: string }[]>(
      `SELECT id::text, name FROM players
        WHERE club_id = $1 AND ($2::text IS NULL OR (name, id) > ($2::text, $3::uuid))
        ORDER BY name, id LIMIT $4`,
      [q.clubId, q.after?.name ?? null, q.after?.id ?? null, q.limit + 1],
    );
    const items = rows.slice(0, q.limit).map((r) => ({ id: r.id, name: r.name }));
    const last = items[items.length - 1];
    return rows.length > q.limit && last ? { items, next: { name: last.name, id: last.id } } : { items };
  }
}
