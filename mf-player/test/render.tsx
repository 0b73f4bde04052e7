/**
 * Player-area screen tests use the front ends' one harness (libs/ui/test/render.tsx) as it is: its
 * default viewer is an adult player.
 */
export * from '../../libs/ui/test/render';
