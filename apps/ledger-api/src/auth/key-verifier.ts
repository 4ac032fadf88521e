import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiKeyEntity } from '../clubs/api-key.entity';
import { apiKeyDigest, ParsedKey, parseApiKey, sameHash } from './api-key';
import { KeyPrincipal } from './principal';

/**
 * How long a verified key is trusted without asking the database again: well under a second, so a key
 * revoked through any API process answers 401 on every process within 1 s (api.md "Keys") with no
 * cross-process channel, and an open stream (rechecked every 250 ms) is closed within 1 s even with the
 * look-up's own time on a busy machine (at 900 ms it closed at 1,000 ms in a CI run); a busy key costs
 * one indexed look-up every 0.6 s per process.
 */
export const KEY_CACHE_MS = 600;
/** A key's `last_used_at` is written at most this often per process (coarse: never a write per request). */
export const LAST_USED_EVERY_MS = 5 * 60_000;
const MAX_CACHED = 10_000;

/**
 * Checks presented keys against their stored hashes, revocation and expiry; caches verdicts for under 1 s.
 * Requests that present one key while its look-up is in flight share that look-up (ADR 0031): a burst of a
 * key's requests, or the moment its cached verdict runs out under a flood, costs one query, not one per request.
 */
@Injectable()
export class KeyVerifier {
  private readonly cache = new Map<string, { principal: KeyPrincipal; until: number }>();
  private readonly validity = new Map<string, { valid: boolean; until: number }>();
  private readonly lookingUp = new Map<string, Promise<KeyPrincipal | undefined>>();
  private readonly checking = new Map<string, Promise<boolean>>();
  /** Bumped by `forget`: a look-up begun before it caches nothing. */
  private generation = 0;
  private readonly stamped = new Map<string, number>();
  private readonly logger = new Logger(KeyVerifier.name);

  constructor(@InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>) {}

  /** The principal of a valid, unrevoked, unexpired key; undefined otherwise. */
  async verify(key: string): Promise<KeyPrincipal | undefined> {
    const parsed = parseApiKey(key);
    if (!parsed) return undefined;
    const cacheKey = apiKeyDigest(key);
    const now = Date.now();
    const hit = this.cache.get(cacheKey);
    if (hit && hit.until > now) return hit.principal;
    const running = this.lookingUp.get(cacheKey);
    if (running) return running;
    const run = this.lookUp(parsed, cacheKey).finally(() => {
      if (this.lookingUp.get(cacheKey) === run) this.lookingUp.delete(cacheKey);
    });
    this.lookingUp.set(cacheKey, run);
    return run;
  }

  private async lookUp(parsed: ParsedKey, cacheKey: string): Promise<KeyPrincipal | undefined> {
    const generation = this.generation;
    const row = await this.keys.findOneBy({ clubId: parsed.clubId, id: parsed.keyId });
    const now = Date.now();
    if (!row || !usable(row, now) || !sameHash(Buffer.from(cacheKey, 'base64'), row.keyHash)) {
      this.cache.delete(cacheKey);
      return undefined;
    }
    const principal: KeyPrincipal = {
      kind: 'key',
      clubId: row.clubId,
      keyId: row.id,
      role: row.role,
      label: row.label,
    };
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    if (generation === this.generation) this.cache.set(cacheKey, { principal, until: now + KEY_CACHE_MS });
    this.stampUsed(row, now);
    return principal;
  }

  /** Whether an already verified key is still unrevoked and unexpired (open streams ask this twice a second). */
  async stillValid(p: KeyPrincipal): Promise<boolean> {
    const id = `${p.clubId}/${p.keyId}`;
    const now = Date.now();
    const hit = this.validity.get(id);
    if (hit && hit.until > now) return hit.valid;
    const running = this.checking.get(id);
    if (running) return running;
    const run = this.check(p, id).finally(() => {
      if (this.checking.get(id) === run) this.checking.delete(id);
    });
    this.checking.set(id, run);
    return run;
  }

  private async check(p: KeyPrincipal, id: string): Promise<boolean> {
    const generation = this.generation;
    const row = await this.keys.findOneBy({ clubId: p.clubId, id: p.keyId });
    const now = Date.now();
    const valid = !!row && usable(row, now);
    if (this.validity.size >= MAX_CACHED) this.validity.clear();
    if (generation === this.generation) this.validity.set(id, { valid, until: now + KEY_CACHE_MS });
    return valid;
  }

  /** Forgets what this process cached about a key (the revoking process sees it at once). */
  forget(clubId: string, keyId: string): void {
    this.generation++;
    this.lookingUp.clear();
    this.checking.clear();
    this.validity.delete(`${clubId}/${keyId}`);
    for (const [k, v] of this.cache)
      if (v.principal.clubId === clubId && v.principal.keyId === keyId) this.cache.delete(k);
  }

  private stampUsed(row: ApiKeyEntity, now: number): void {
    const id = `${row.clubId}/${row.id}`;
    if ((this.stamped.get(id) ?? 0) + LAST_USED_EVERY_MS > now) return;
    if (row.lastUsedAt && row.lastUsedAt.getTime() + LAST_USED_EVERY_MS > now) return void this.stamped.set(id, now);
    if (this.stamped.size >= MAX_CACHED) this.stamped.clear();
    this.stamped.set(id, now);
    this.keys
      .update({ clubId: row.clubId, id: row.id }, { lastUsedAt: new Date(now) })
      .catch((e: unknown) => this.logger.warn({ msg: 'last_used_at not written', error: String(e) }));
  }
}

function usable(row: ApiKeyEntity, now: number): boolean {
  return !row.revokedAt && (!row.expiresAt || row.expiresAt.getTime() > now);
}
