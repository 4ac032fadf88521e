import { ConfigService } from '@nestjs/config';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SOLVER_VERSION, solveClaim } from '@ledger/claim-solver';
import { claimToSolve } from '@ledger/laws';
import { DEFAULT_CLAIM_ANALYSIS_MAX_NODES, type LedgerConfig } from '../../config/ledger-config';
import { SessionLoader } from '../../ledger/session-loader';
import { SessionWriter } from '../../ledger/session-writer';
import { AnalyseClaim } from './analyse-claim.command';
import { claimAnalysisBody } from './claim-analysis-body';
import { ClaimSolverThread } from './claim-solver-thread';

/**
 * Runs the claim solver (once per solver version) and answers with the verdict. The search runs on
 * the solver thread (here, when the thread is not available), bounded by `CLAIM_ANALYSIS_MAX_NODES`
 * positions (deterministic, unlike a time limit); the command carries its answer and the laws record
 * it, or refuse with 422 ANALYSIS_TOO_LARGE and record nothing.
 */
@CommandHandler(AnalyseClaim)
export class AnalyseClaimHandler implements ICommandHandler<AnalyseClaim> {
  private readonly maxNodes: number;

  constructor(
    private readonly writer: SessionWriter,
    private readonly loader: SessionLoader,
    private readonly thread: ClaimSolverThread,
    config: ConfigService,
  ) {
    this.maxNodes = config.get<LedgerConfig>('ledger')?.claimAnalysisMaxNodes ?? DEFAULT_CLAIM_ANALYSIS_MAX_NODES;
  }

  async execute(c: AnalyseClaim) {
    const { claimId } = c.body;
    const job = claimToSolve(await this.loader.load(c.clubId, c.sessionId), c.deal, claimId, SOLVER_VERSION);
    const solved = job ? ((await this.thread.solve(job, this.maxNodes)) ?? solveClaim(job, this.maxNodes)) : undefined;
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
      respond: (state, _events, version) => claimAnalysisBody(state, c.deal, claimId, version),
    });
  }
}
