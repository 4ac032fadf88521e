import { ElectPenalty } from '../core/commands';
import { LawEvent } from '../core/events';
import { SessionState } from '../core/state';
import { decidePenalty } from '../play/penalties/decide-penalty';
import { lawsOf } from './variant-laws';

/** An election of a remedy: the shared checks and events (`decidePenalty`), then what the variant's laws add (`VariantLaws.election`). */
export function decideElection(cmd: ElectPenalty, state: SessionState): LawEvent[] {
  const elected = decidePenalty(cmd, state, lawsOf(state.variant).citations(state.rules));
  const more = lawsOf(state.variant).election;
  return more ? [...elected, ...more(cmd, state.deals[cmd.deal - 1], elected)] : elected;
}
