/** The seconds to wait that the API's cool-down message names (`Bitte warten Sie 17 Sekunden, …`), if it names any. */
export function cooldownSecondsOf(message: string): number | undefined {
  const match = /(\d+)\s+Sekunden/.exec(message);
  const seconds = Number(match?.[1]);
  return match && seconds > 0 ? seconds : undefined;
}
