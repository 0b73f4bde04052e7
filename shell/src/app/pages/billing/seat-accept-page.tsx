import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PLAN_NAMES, type SubscriptionView } from '@fiji/contracts';
import { apiJson, billingKeys, handleIfUnauthorized, parseApiError, serverMessage, toast, useSession } from '@fiji/platform';
import { Button, buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@fiji/ui';
import { PageSpinner } from '../../components/page-spinner';

/**
 * A colleague's invitation to share a Recruiter Plan (/billing/seats/accept/:token): signed in with the
 * invited email, Accept joins the plan. Signed out, sign in (or sign up) first and come back here.
 */
export default function SeatAcceptPage() {
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { isAuthenticated, isLoading } = useSession();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const accept = async () => {
    setPending(true);
    setProblem(null);
    try {
      const view = await apiJson<SubscriptionView>('POST', `/api/billing/seats/accept/${encodeURIComponent(token)}`);
      client.setQueryData(billingKeys.subscription(), view);
      // The account's plan changed: every cached read is asked again.
      await client.invalidateQueries();
      toast({ title: `You now share ${view.sharedBy ? `${view.sharedBy}'s ` : 'a '}${PLAN_NAMES[view.plan]}` });
      navigate('/account/billing');
    } catch (error) {
      if (handleIfUnauthorized(error)) return;
      setProblem(
        parseApiError(error).status === 404
          ? 'This invitation is not valid for this account. Sign in with the email address it was sent to.'
          : serverMessage(error, 'The invitation could not be accepted. Please try again.'),
      );
    } finally {
      setPending(false);
    }
  };

  if (isLoading) return <PageSpinner />;
  const next = encodeURIComponent(pathname);

  return (
    <section className="mx-auto grid max-w-lg gap-6 px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Join a Recruiter Plan
          </CardTitle>
          <CardDescription>A colleague invited you to share their Recruiter Plan: full profiles, contact requests, advanced filters and exports.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {problem && (
            <p role="alert" className="rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">
              {problem}
            </p>
          )}
          {isAuthenticated ? (
            <Button onClick={() => void accept()} disabled={pending} aria-busy={pending || undefined} className="sm:justify-self-start">
              {pending ? 'Joining…' : 'Accept invitation'}
            </Button>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Link className={buttonVariants()} to={`/signin?next=${next}`}>
                Sign in to accept
              </Link>
              <Link className={buttonVariants({ variant: 'outline' })} to={`/signup?next=${next}`}>
                Create an account
              </Link>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
