/**
 * @fiji/ui: the design system shared by the shell and every remote (a Module Federation singleton).
 * Accessible Radix primitives + Tailwind 4 classes using the tokens in styles/theme.css.
 */
export { cn } from './lib/cn';
export { focusRing } from './lib/focus-ring';
export { relativeTime, shortDate } from './lib/relative-time';
export { useFormSubmit } from './lib/use-form-submit';
export * from './components/button';
export * from './components/portal-container';
export * from './components/dialog';
export * from './components/toaster';
export * from './components/tooltip';
export * from './components/dropdown-menu';
export * from './components/tabs';
export * from './components/badge';
export * from './components/card';
export * from './components/dashboard-card';
export * from './components/skeleton';
export * from './components/empty-state';
export * from './components/progress';
export * from './components/scroll-region';
export * from './components/label';
export * from './components/input';
export * from './components/textarea';
export * from './components/select';
export * from './components/checkbox';
export * from './components/form-field';
export * from './components/radio-group';
export * from './components/search-form';
export * from './components/upgrade-dialog';
export * from './components/contact-request-dialog';
export * from './components/confirm-dialog';
export * from './components/avatar';
export * from './components/report-dialog';
