import type { LawEvent } from '@ledger/laws';
import { findEvent } from '../responses/find-event';
import { writeResponse, WriteResponse } from '../responses/write-response';

/** The answer to a revoke claim (api.md): `{id, verdict, trick?, card?, ledSuit?, evidence?, law}` and the write. */
export type RevokeClaimBody = WriteResponse & {
  id: string;
  verdict: string;
  trick?: number;
  card?: string;
  ledSuit?: string | null;
  evidence?: unknown;
  law: string;
};

/** Builds it from the RevokeClaimed event the laws produced. */
export function revokeClaimBody(events: readonly LawEvent[], version: number): RevokeClaimBody {
  const claimed = findEvent(events, 'RevokeClaimed');
  if (!claimed) throw new Error('the laws recorded no RevokeClaimed event for a revoke claim');
  const { id, verdict, revoke, evidence, law } = claimed;
  return { id, verdict, ...(revoke ?? {}), ...(evidence ? { evidence } : {}), law, ...writeResponse(events, version) };
}
