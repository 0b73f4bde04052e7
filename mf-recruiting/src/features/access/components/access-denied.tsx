import { Link } from 'react-router';
import { buttonVariants } from '@fiji/ui';

/** Recruiting-side §6 "Otherwise" column: a screen the signed-in role may not use. */
export function AccessDenied({ message, action = 'home' }: { message: string; action?: 'home' | 'login' }) {
  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-muted-foreground">{message}</p>
      {action === 'login' ? (
        <Link to="/demo-login" className={buttonVariants()}>
          Login
        </Link>
      ) : (
        <Link to="/" className={buttonVariants()}>
          Back to Home
        </Link>
      )}
    </section>
  );
}
