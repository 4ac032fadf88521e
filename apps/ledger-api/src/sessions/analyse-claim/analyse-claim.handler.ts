import { ConfigService } from '@nestjs/config';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SOLVER_VERSION } from '@ledger/claim-solver';
import { claimToSolve } from '@ledger/laws';
import { DEFAULT_CLAIM_ANALYSIS_MAX_NODES, type LedgerConfig } from '../../config/ledger-config';
import type { FactResult } from '../../ledger/session-fact.command';
import { DurabilityBarrier } from '../../ledger/durability-barrier';
import { SessionLoader } from '../../ledger/session-loader';
import { SessionWriter } from '../../ledger/session-writer';
import { AnalyseClaim } from './analyse-claim.command';
import { ClaimAnalysisQueue } from './claim-analysis-queue';
import { type AnalyseClaimOutcome, recordedOutcome } from './claim-analysis-body';

/**
 * `POST .../claims/{id}/analysis`: answers what solver `SOLVER_VERSION` already recorded for the
 * claim (verdict or refusal) without solving; otherwise has the claim solved through the
 * ClaimAnalysisQueue (shared, per-club, on the solver threads, bounded by `CLAIM_ANALYSIS_MAX_NODES`
 * positions) and lets the laws record the answer: `ClaimAnalysed`, or `ClaimAnalysisRefused` past
 * the budget. A concurrent writer (another request or API process) that recorded it first wins: the
 * laws then record nothing and the answer is the recorded one.
 */
@CommandHandler(AnalyseClaim)
export class AnalyseClaimHandler implements ICommandHandler<AnalyseClaim> {
  private readonly maxNodes: number;

  constructor(
    private readonly writer: SessionWriter,
    private readonly loader: SessionLoader,
    private readonly queue: ClaimAnalysisQueue,
    config: ConfigService,
    private readonly durable: DurabilityBarrier,
  ) {
    this.maxNodes = config.get<LedgerConfig>('ledger')?.claimAnalysisMaxNodes ?? DEFAULT_CLAIM_ANALYSIS_MAX_NODES;
  }

  async execute(c: AnalyseClaim): Promise<FactResult<AnalyseClaimOutcome>> {
    const { claimId, signal } = c.body;
    const state = await this.loader.load(c.clubId, c.sessionId);
    const recorded = recordedOutcome(state, c.deal, claimId, false, SOLVER_VERSION);
    // With an Idempotency-Key the writer answers (the first response again, when the key wrote it).
    if (recorded && !c.ctx.idempotencyKey) {
      await this.durable.head(c.clubId, c.sessionId, state.version); // "recorded" is said of what was read: durable first
      return { body: recorded, version: state.version, replayed: false };
    }
    const job = claimToSolve(state, c.deal, claimId, SOLVER_VERSION);
    const key = [c.clubId, c.sessionId, c.deal, claimId, SOLVER_VERSION].join('/');
    const solved = job ? await this.queue.solve(key, c.clubId, job, this.maxNodes, signal) : undefined;
    return this.writer.write({
      clubId: c.clubId,
      sessionId: c.sessionId,
      ctx: c.ctx,
      command: {
        type: 'AnalyseClaim',
        at: c.ctx.at,
        deal: c.deal,
        claimId,
        solverVersion: SOLVER_VERSION,
        ...(solved ? { solved } : {}),
      },
      respond: (next, events, version) => {
        const out = recordedOutcome({ ...next, version }, c.deal, claimId, events.length > 0, SOLVER_VERSION);
        if (!out) throw new Error(`claim ${claimId} of deal ${c.deal} has nothing recorded after its analysis`);
        return out;
      },
    });
  }
}
