import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiKeyEntity } from '../clubs/api-key.entity';
import { hashApiKey, parseApiKey, sameHash } from './api-key';
import { KeyPrincipal } from './principal';

const TTL_MS = 30_000;
const MAX_CACHED = 10_000;

/** Checks presented keys against their stored hashes; verified keys are cached for 30 s. */
@Injectable()
export class KeyVerifier {
  private readonly cache = new Map<string, { principal: KeyPrincipal; until: number }>();

  constructor(@InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>) {}

  /** The principal of a valid, unrevoked key; undefined otherwise. */
  async verify(key: string): Promise<KeyPrincipal | undefined> {
    const parsed = parseApiKey(key);
    if (!parsed) return undefined;
    const hash = hashApiKey(key);
    const cacheKey = hash.toString('base64');
    const hit = this.cache.get(cacheKey);
    if (hit && hit.until > Date.now()) return hit.principal;
    const row = await this.keys.findOneBy({ clubId: parsed.clubId, id: parsed.keyId });
    if (!row || row.revokedAt || !sameHash(hash, row.keyHash)) return undefined;
    const principal: KeyPrincipal = {
      kind: 'key',
      clubId: row.clubId,
      keyId: row.id,
      role: row.role,
      label: row.label,
    };
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(cacheKey, { principal, until: Date.now() + TTL_MS });
    return principal;
  }
}
