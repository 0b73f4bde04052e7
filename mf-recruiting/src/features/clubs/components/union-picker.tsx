import { MAJOR_UNIONS, OTHER_UNIONS } from '@fiji/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@fiji/ui';

/** 'Choose Your Rugby Union': the eight major unions, then the eighteen others. */
export function UnionPicker({ onPick }: { onPick: (union: string) => void }) {
  return (
    <Card data-testid="union-picker">
      <CardHeader>
        <CardTitle as="h2">Choose Your Rugby Union</CardTitle>
        <CardDescription>Pick the union your club or school plays in to see its organizations.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby="major-unions" className="grid gap-2">
          <h3 id="major-unions" className="text-sm font-semibold">
            Major Unions
          </h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {MAJOR_UNIONS.map((u) => (
              <li key={u}>
                <Button variant="outline" className="h-12 w-full text-base" onClick={() => onPick(u)}>
                  {u}
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="other-unions" className="grid gap-2">
          <h3 id="other-unions" className="text-sm font-semibold">
            Other Unions
          </h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
            {OTHER_UNIONS.map((u) => (
              <li key={u}>
                <Button variant="ghost" size="sm" className="w-full border border-border" onClick={() => onPick(u)}>
                  {u}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
