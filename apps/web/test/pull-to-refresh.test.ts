import { describe, expect, it } from 'vitest';
import { PULL_PX, watchPull } from '../src/app/storefront/use-pull-to-refresh';

/** A page to pull: touches at a height, the scroll position, what it drew and whether it reloaded. */
function page(scrollY = 0) {
  const target = new EventTarget();
  const drawn: number[] = [];
  let reloads = 0;
  const stop = watchPull({ target, scrollY: () => scrollY, onPull: (d) => drawn.push(d), reload: () => reloads++ });
  const touch = (type: string, y: number) =>
    target.dispatchEvent(
      Object.assign(new Event(type), { touches: [{ clientY: y }], changedTouches: [{ clientY: y }] }),
    );
  const pull = (from: number, to: number) => {
    touch('touchstart', from);
    touch('touchmove', (from + to) / 2);
    touch('touchmove', to);
    touch('touchend', to);
  };
  return { touch, pull, stop, drawn, reloads: () => reloads };
}

describe('pull-to-refresh', () => {
  it('reloads a page pulled down from its top past the threshold, drawing the pull as it goes', () => {
    const p = page();
    p.pull(100, 100 + PULL_PX + 20);
    expect(p.reloads()).toBe(1);
    expect(p.drawn).toEqual([(PULL_PX + 20) / 2, PULL_PX + 20, 0]);
  });

  it('does not reload for a short pull, an upward swipe, or a pull that starts below the top', () => {
    const p = page();
    p.pull(100, 100 + PULL_PX - 10);
    p.pull(400, 100);
    expect(p.reloads()).toBe(0);
    const scrolled = page(250);
    scrolled.pull(100, 400);
    expect(scrolled.reloads()).toBe(0);
  });

  it('drops a pull in progress when it stops (the menu opened): letting go then reloads nothing', () => {
    const p = page();
    p.touch('touchstart', 100);
    p.touch('touchmove', 300);
    p.stop();
    p.touch('touchend', 300);
    expect(p.reloads()).toBe(0);
    expect(p.drawn.at(-1)).toBe(0);
  });
});
