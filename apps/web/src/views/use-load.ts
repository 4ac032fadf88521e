import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiProblem } from '../api';
import { problemInWords } from '../logic/problem';

/** Loads something from the API: its value, the problem in words when refused, and a reload. */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: unknown[],
): { value?: T; error?: string; status?: number; reload: () => void } {
  const [state, setState] = useState<{ value?: T; error?: string; status?: number }>({});
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ value }),
      (e: unknown) =>
        live &&
        setState({
          error: e instanceof ApiProblem ? problemInWords(e.problem) : String(e),
          status: e instanceof ApiProblem ? e.problem.status : undefined,
        }),
    );
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  return { ...state, reload: useCallback(() => setTick((t) => t + 1), []) };
}

/** An error of the API in words (role=alert so a screen reader says it). */
export function errorText(e: unknown): string {
  return e instanceof ApiProblem ? problemInWords(e.problem) : String(e);
}
