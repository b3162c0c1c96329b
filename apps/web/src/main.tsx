// The entry point. A page the server drew (a visitor's, see entry-server.tsx) is painted before the app's code is
// even read; the app then takes that HTML over (boot.tsx). The code is read in a few tasks rather than one, so that
// the browser stays responsive on a slow phone while it loads: React DOM, then the app.
import './styles.css';
import { yieldToMain } from './lib/main-thread';

if (document.getElementById('first-render')) {
  // The second frame's callback runs once the first frame, the server's HTML, is on screen.
  await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted))));
}
await import('react-dom/client');
await yieldToMain();
await import('./boot');
