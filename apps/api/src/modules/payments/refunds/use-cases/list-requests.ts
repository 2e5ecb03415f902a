import type { CancellationRequestsResponse, CancellationStatus } from '@camp/shared/refunds';
import type { AppContext } from '../../../../context.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import * as cancellationsRepo from '../../../../data/commerce/cancellations.js';
import { CANCELLATIONS_PAGE_SIZE, toRequest } from '../requests.js';

/** GET /api/v1/parents/cancellation_requests: the family's requests, newest first. */
export async function parentRequests(
  ctx: AppContext,
  parent: CurrentUser,
  page: number,
): Promise<CancellationRequestsResponse> {
  return listPage(ctx, { parentId: parent.id }, page);
}

/** The requests a decider sees: a director their programs' only, an admin every one. */
export async function deciderRequests(
  ctx: AppContext,
  user: CurrentUser,
  query: { page: number; status?: CancellationStatus | undefined },
): Promise<CancellationRequestsResponse> {
  return listPage(
    ctx,
    {
      ...(user.role === 'Admin' ? {} : { providerUserId: user.id }),
      ...(query.status ? { status: query.status } : {}),
    },
    query.page,
  );
}

async function listPage(
  ctx: AppContext,
  filter: cancellationsRepo.RequestFilter,
  page: number,
): Promise<CancellationRequestsResponse> {
  return ctx.db.transaction(
    async (tx) => {
      const total = await cancellationsRepo.countRequests(tx, filter);
      const rows =
        total === 0
          ? []
          : await cancellationsRepo.listRequests(tx, filter, {
              limit: CANCELLATIONS_PAGE_SIZE,
              offset: (page - 1) * CANCELLATIONS_PAGE_SIZE,
            });
      return {
        cancellation_requests: rows.map((r) => toRequest(r.request, r.parentName)),
        pagy: {
          count: total,
          pages: Math.max(1, Math.ceil(total / CANCELLATIONS_PAGE_SIZE)),
          page,
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
