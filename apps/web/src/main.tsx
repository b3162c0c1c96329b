// The entry point. A page the server drew (a visitor's, see entry-server.tsx) is painted before the app's code is
// even read; the app then takes that HTML over (boot.tsx). The code is read in a few tasks rather than one, so that
// the browser stays responsive on a slow phone while it loads: React DOM, then the app.
import './styles.css';
import { yieldToMain } from './lib/main-thread';

// The app reads the tab's storage as it starts (the stored session; React Router's view transitions), and a first
// reading waits for the browser to hand the storage over: 2–25 ms here, time in which a tap would wait too. Read here,
// before the first paint, nothing is on screen yet to tap.
try {
  void localStorage.length;
  void sessionStorage.length;
} catch {}

if (document.getElementById('first-render')) {
  // The second frame's callback runs once the first frame, the server's HTML, is on screen.
  await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted))));
}
await import('react-dom/client');
await yieldToMain();
await import('./boot');
