import { useEffect, useEffectEvent, useState } from 'react';

/** The one mid-way announcement; one per second would drown out everything else. */
const ANNOUNCE_AT_SECONDS_LEFT = 5;

export const secondsText = (seconds: number) => (seconds === 1 ? '1 second' : `${seconds} seconds`);

/**
 * Counts down `seconds` once a second, then calls `onDone`. It can be paused (WCAG 2.2.1: people
 * who need longer to read can stop the timer) and resumed. Screen readers hear it through
 * `announce` only at the start, at 5 seconds left and on pause or resume.
 */
export function useRedirectCountdown({
  seconds,
  destination,
  onDone,
  announce,
}: {
  seconds: number;
  /** Where the redirect goes, as the announcements say it ("the home page"). */
  destination: string;
  onDone: () => void;
  announce: (message: string) => void;
}) {
  const [secondsLeft, setSecondsLeft] = useState(seconds);
  const [isPaused, setIsPaused] = useState(false);
  const finish = useEffectEvent(onDone);
  const announceFromTimer = useEffectEvent(announce);

  useEffect(() => {
    announceFromTimer(`Opening ${destination} in ${secondsText(seconds)}. You can pause this.`);
  }, [destination, seconds]);

  useEffect(() => {
    if (isPaused || secondsLeft <= 0) return;
    const timer = setTimeout(() => {
      const next = secondsLeft - 1;
      setSecondsLeft(next);
      if (next === ANNOUNCE_AT_SECONDS_LEFT) {
        announceFromTimer(`${secondsText(next)} left before ${destination} opens.`);
      }
      if (next === 0) finish();
    }, 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, isPaused, destination]);

  const togglePause = () => {
    const pausing = !isPaused;
    setIsPaused(pausing);
    announce(
      pausing
        ? `Redirect paused with ${secondsText(secondsLeft)} left.`
        : `Redirect resumed: opening ${destination} in ${secondsText(secondsLeft)}.`,
    );
  };

  return { secondsLeft, isPaused, togglePause };
}
