import { Link } from 'react-router';

/** What a screen shows for an object that is missing or not the viewer's (the server answers both alike). */
export function NotFound({ title, text }: { title: string; text: string }) {
  return (
    <section className="grid gap-2 p-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="text-destructive">
        {text}
      </p>
      <Link to="/mentoring" className="text-primary underline">
        Back to Mentoring
      </Link>
    </section>
  );
}
