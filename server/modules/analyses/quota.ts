/** The quota day ends at midnight in Toronto, whatever the server's own time zone. */
export const QUOTA_TIME_ZONE = 'America/Toronto';

function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the current day began in `timeZone` (daylight-saving days included). */
export function startOfDay(now: Date, timeZone = QUOTA_TIME_ZONE): Date {
  const local = new Date(now.getTime() + zoneOffsetMs(now, timeZone));
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The offset at midnight may differ from the offset now (a daylight-saving change happened today).
  const guess = new Date(midnightAsUtc - zoneOffsetMs(new Date(midnightAsUtc), timeZone));
  return new Date(midnightAsUtc - zoneOffsetMs(guess, timeZone));
}
