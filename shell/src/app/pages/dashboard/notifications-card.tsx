import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiJson, apiRequest, isUnauthorizedError, notificationKeys, toast, useSession } from '@fiji/platform';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, cn, relativeTime, Skeleton } from '@fiji/ui';
import type { AppNotification } from './types';

/** A moderation decision names its page (/account/moderation/<case id>, docs/admin.md): the card links to it. */
const decisionPath = (n: AppNotification): string | null =>
  n.type === 'moderation' ? (/\/account\/moderation\/[0-9a-f-]{36}/i.exec(n.message)?.[0] ?? null) : null;

/**
 * Notifications: collapsible and collapsed by default (the badge and "Mark all
 * read" stay in its header); unread items highlighted with a check button each; the unread badge
 * and "Mark all read" only when something is unread; each change refetches the list.
 */
export function NotificationsCard() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const list = useQuery<AppNotification[]>({
    queryKey: notificationKeys.list(),
    queryFn: () => apiJson<AppNotification[]>('GET', '/api/notifications'),
    enabled: !!user?.id,
  });

  const refetch = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  // An expired login already got the 401 rule's toast (query client); a second toast would replace it.
  const failed = (error: unknown) => {
    if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Failed to update notifications.', variant: 'destructive' });
  };
  const markOne = useMutation({
    mutationFn: (id: string) => apiRequest('POST', `/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: refetch,
    onError: failed,
  });
  const markAll = useMutation({
    mutationFn: () => apiRequest('POST', '/api/notifications/read-all'),
    onSuccess: refetch,
    onError: failed,
  });

  const items = list.data ?? [];
  const unread = items.filter((n) => !n.isRead).length;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle as="h2" className="flex items-center gap-2">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex items-center gap-2 rounded-md text-left"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('size-4 transition-transform', open && 'rotate-90')} fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m9 6 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Notifications
          </button>
          {unread > 0 && (
            // aria-label is not read out on a plain span: the words are in the text, visually hidden.
            <Badge>
              <span aria-hidden="true">{unread}</span>
              <span className="sr-only">{unread} unread</span>
            </Badge>
          )}
        </CardTitle>
        {unread > 0 && (
          <Button variant="ghost" size="sm" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            Mark all read
          </Button>
        )}
      </CardHeader>
      <CardContent id={panelId} hidden={!open}>
        {list.isLoading ? (
          <div className="grid gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">Unable to load notifications. Please try again later.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notifications yet</p>
        ) : (
          <ul className="grid gap-2">
            {items.map((n) => (
              <li
                key={n.id}
                data-unread={!n.isRead || undefined}
                className={cn('flex items-start gap-3 rounded-md border p-3', !n.isRead && 'border-primary/40 bg-accent')}
              >
                {!n.isRead && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
                <div className="min-w-0 flex-1">
                  <p className={cn('text-sm', !n.isRead && 'font-semibold')}>
                    {!n.isRead && <span className="sr-only">Unread: </span>}
                    {n.title}
                  </p>
                  <p className="text-sm text-muted-foreground">{n.message}</p>
                  {decisionPath(n) && (
                    <Link to={decisionPath(n)!} className="text-sm font-medium underline">
                      See the decision and appeal
                    </Link>
                  )}
                  <p className="mt-1 text-xs text-muted-foreground">{relativeTime(n.createdAt)}</p>
                </div>
                {!n.isRead && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Mark "${n.title}" as read`}
                    onClick={() => markOne.mutate(n.id)}
                    disabled={markOne.isPending}
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                      <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
