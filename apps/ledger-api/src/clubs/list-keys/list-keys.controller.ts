import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Roles } from '../../auth/access.decorator';
import { ApiProblems } from '../../openapi/api-problems.decorator';
import { ApiKeyEntity } from '../api-key.entity';
import { KeyViewDto } from './key-view.dto';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `GET /v1/clubs/{clubId}/keys` (admin): every key of the club, oldest first, without secrets. */
@ApiTags('clubs')
@ApiBearerAuth()
@Controller('v1/clubs/:clubId/keys')
export class ListKeysController {
  constructor(@InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: "List the club's API keys (never their secrets)" })
  @ApiOkResponse({ type: KeyViewDto, isArray: true })
  @ApiProblems(400, 401, 403, 404)
  async list(@Param('clubId', ParseUUIDPipe) clubId: string): Promise<KeyViewDto[]> {
    const rows = await this.keys.find({ where: { clubId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((r) => ({
      id: r.id,
      role: r.role,
      label: r.label,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: iso(r.lastUsedAt),
      revokedAt: iso(r.revokedAt),
      expiresAt: iso(r.expiresAt),
    }));
  }
}
