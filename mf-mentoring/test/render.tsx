/** Mentoring-area screen tests use the front ends' one harness (libs/ui/test/render.tsx) as it is. */
export * from '../../libs/ui/test/render';
