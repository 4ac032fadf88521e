import { LawCommand } from '../core/commands';
import { LawEvent } from '../core/events';
import { SessionState, initialState } from '../core/state';
import { GameVariant } from '../core/variant';
import { decide } from './decide';
import { evolve } from '../play/fold/evolve';
import { refuse } from '../core/law-violation';

/** A decider in the Emmett/Dudycz sense: decide, evolve, initial state. */
export interface Decider {
  readonly variant: GameVariant;
  readonly decide: (command: LawCommand, state: SessionState) => LawEvent[];
  readonly evolve: (state: SessionState, event: LawEvent) => SessionState;
  readonly initialState: SessionState;
}

/** The decider of one variant: the shared trick-play and irregularity code with that variant's laws. */
export function deciderFor(variant: GameVariant): Decider {
  return {
    variant,
    initialState,
    evolve,
    decide: (command, state) => {
      if (command.type === 'OpenSession' && command.variant !== variant)
        refuse('UNKNOWN_VARIANT', `this is the ${variant} decider`);
      if (command.type !== 'OpenSession' && state.opened && state.variant !== variant)
        refuse('UNKNOWN_VARIANT', `the session is ${state.variant}`);
      return decide(command, state);
    },
  };
}

/** The whist decider (Revised Code 1900). */
export const whistDecider = deciderFor('whist');
/** The Dummy whist decider (whist-1900 with the Dummy exceptions, or the bridge-1904 dummy laws). */
export const dummyWhistDecider = deciderFor('dummy-whist');
/** The Bridge 1904 decider. */
export const bridgeDecider = deciderFor('bridge-1904');
/** The Solo whist decider (Hoffmann's digest). */
export const soloWhistDecider = deciderFor('solo-whist');
/** The Hearts decider (Foster's laws). */
export const heartsDecider = deciderFor('hearts');
