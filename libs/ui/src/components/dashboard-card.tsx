import { Link } from 'react-router';
import { buttonVariants, type ButtonVariant } from './button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

export interface DashboardCardProps {
  title: string;
  description: string;
  /** Where the card's one action goes (a router path). */
  to: string;
  /** Label of the action link. */
  action: string;
  /** Look of the action link (default: outline). */
  variant?: ButtonVariant;
}

/**
 * One card of the signed-in dashboard: a title (h2, under the page's h1), a line of text and one
 * link styled as a button. The areas' dashboard cards are all this shape.
 */
export function DashboardCard({ title, description, to, action, variant = 'outline' }: DashboardCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={to} className={buttonVariants({ variant })}>
          {action}
        </Link>
      </CardContent>
    </Card>
  );
}
