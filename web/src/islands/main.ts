import { registerServiceWorker } from '../lib/service-worker';
import { enhancePage } from './enhance-page';
import { followSystemTheme } from '../lib/theme-store';

// The entry of the islands bundle (vite.config.ts): a drawn document's only script (ADR 043).
enhancePage();
followSystemTheme();
registerServiceWorker();
