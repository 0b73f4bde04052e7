import { Link } from 'react-router';
import { buttonVariants, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@fiji/ui';

export function AdminDashboardCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Admin Dashboard</CardTitle>
        <CardDescription>Verify player profiles and manage users.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/admin" className={buttonVariants()}>
          Open Admin Console
        </Link>
      </CardContent>
    </Card>
  );
}
