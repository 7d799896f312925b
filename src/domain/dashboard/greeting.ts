/** The dashboard's greeting by the reader's local hour (issue 34: "Good morning, Anna"). */
type Greeting = 'morning' | 'afternoon' | 'evening';

export function greetingAt(hour: number): Greeting {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}
