import { operatorSignInResult } from '@hive/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { operatorQuery } from '../../../hooks/use-operator';
import { consoleApi, consoleKeys, quiet } from '../../../lib/console-client';
import { useConsoleSession } from '../../../lib/console-session';

export function useSignIn() {
  const queryClient = useQueryClient();
  const setToken = useConsoleSession((s) => s.setToken);
  return useMutation({
    mutationFn: (body: { loginId: string; password: string }) =>
      consoleApi('/auth/sign-in', operatorSignInResult, { method: 'POST', body }),
    ...quiet,
    onSuccess: ({ token, operator }) => {
      queryClient.removeQueries({ queryKey: consoleKeys.all });
      queryClient.setQueryData(operatorQuery().queryKey, operator);
      setToken(token);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const clearToken = useConsoleSession((s) => s.clearToken);
  return useMutation({
    mutationFn: () => consoleApi('/auth/sign-out', z.boolean(), { method: 'POST' }),
    ...quiet,
    // Signed out here whatever the server says: a session the server already forgot needs no ending.
    onSettled: () => {
      clearToken();
      queryClient.removeQueries({ queryKey: consoleKeys.all });
    },
  });
}
