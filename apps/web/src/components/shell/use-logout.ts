import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { clearSession } from '../../lib/session';
import { paths } from '../../lib/paths';

/**
 * Log out: tell the server (DELETE /api/v1/sessions; a failure does not keep anyone signed in),
 * forget the session and every cached query, and go home. apiFetch reads the token before its
 * first await, so clearing the session right after the call is safe.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    apiFetch('/api/v1/sessions', { method: 'DELETE' }).catch(() => undefined);
    clearSession();
    queryClient.clear();
    void navigate(paths.home);
  }, [navigate, queryClient]);
}
