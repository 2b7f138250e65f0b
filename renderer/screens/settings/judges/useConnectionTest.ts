// Runs judges.test for one judge and keeps its state: idle, waiting, the result, or a call error.
import { useState } from 'react';
import type { ConnectionTest } from '../../../../shared/domain/judging';
import { api } from '../../../api/client';

export type TestState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: ConnectionTest }
  | { status: 'failed'; error: unknown };

export function useConnectionTest(id: string): { state: TestState; run: () => Promise<void> } {
  const [state, setState] = useState<TestState>({ status: 'idle' });
  const run = async () => {
    setState({ status: 'running' });
    try {
      setState({ status: 'done', result: await api.call('judges.test', { id }) });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };
  return { state, run };
}
