import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { KeyVerifier } from '../../auth/key-verifier';
import { DurabilityBarrier } from '../../ledger/durability-barrier';

/**
 * Revokes a club's key (api.md "Keys"). The last usable admin key of a club cannot be revoked (409): the
 * club would be locked out. Two admins revoking each other's keys at once cannot both succeed: the club's
 * admin keys are locked for the check.
 */
@Injectable()
export class KeyRevoker {
  constructor(
    private readonly durable: DurabilityBarrier,
    private readonly verifier: KeyVerifier,
  ) {}

  /** Marks the key revoked (idempotent); 404 when the club has no such key. */
  async revoke(clubId: string, keyId: string): Promise<void> {
    await this.durable.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; role: string; revoked: boolean; usable: boolean }[]>(
        `SELECT id::text, role, revoked_at IS NOT NULL AS revoked,
                revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()) AS usable
           FROM api_keys WHERE club_id = $1 AND (id = $2 OR role = 'admin') FOR UPDATE`,
        [clubId, keyId],
      );
      const key = rows.find((r) => r.id === keyId);
      if (!key) throw new NotFoundException({ message: 'No such key.', code: 'NOT_FOUND' });
      if (key.revoked) return;
      const otherAdmins = rows.filter((r) => r.role === 'admin' && r.id !== keyId && r.usable).length;
      if (key.role === 'admin' && otherAdmins === 0)
        throw new ConflictException({
          message: 'This is the club’s last admin key; create another admin key before revoking it.',
          code: 'LAST_ADMIN_KEY',
        });
      await tx.query('UPDATE api_keys SET revoked_at = now() WHERE club_id = $1 AND id = $2', [clubId, keyId]);
    });
    this.verifier.forget(clubId, keyId);
  }
}
