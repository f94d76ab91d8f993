import { startTransition, useContext, useEffect, useState } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
import { afterNextPaint } from '@toolhub/shared';
import { HomePage } from '../pages/HomePage';

/** One element for every render, so React skips the page when only the address changed. */
const HOME = <HomePage />;

/**
 * The home page, kept mounted (hidden) until the page the visitor went to has been painted.
 * Taking the home page down walks its ~800 elements' fibers for effects to clean up, and a
 * click's update is synchronous: kept one frame longer, that walk runs in a later task, after
 * the tool shows. Meanwhile the page keeps seeing its own address (the router's location as it
 * was), so leaving it re-renders none of its links.
 */
export function HomeSlot() {
  const routed = useContext(LocationContext);
  const onHome = routed.location.pathname === '/';
  const [shown, setShown] = useState(onHome ? routed : null);
  if (onHome && shown !== routed) setShown(routed);
  const kept = !onHome && shown !== null;
  useEffect(() => (kept ? afterNextPaint(() => startTransition(() => setShown(null))) : undefined), [kept]);
  if (!shown) return null;
  return (
    <div className="home-slot" hidden={kept}>
      <LocationContext.Provider value={shown}>{HOME}</LocationContext.Provider>
    </div>
  );
}
