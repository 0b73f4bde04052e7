// Async boundary: shared modules (react, the platform) are negotiated before bootstrap runs.
import('./bootstrap').catch((error: unknown) => console.error('The admin area failed to start', error));
