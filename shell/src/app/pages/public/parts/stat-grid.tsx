export interface Stat {
  value: string;
  label: string;
}

/** Big figures with their labels, as a description list (value then what it counts). */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-lg border border-border bg-background p-5 text-center">
          <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
