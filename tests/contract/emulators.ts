/** Whether a Firebase emulator answers at 'host:port' (unset or silent means no). */
export async function emulatorReachable(hostAndPort: string | undefined, timeoutMs = 10_000): Promise<boolean> {
  if (!hostAndPort) return false;
  try {
    const response = await fetch(`http://${hostAndPort}/`, { signal: AbortSignal.timeout(timeoutMs) });
    return response.status < 500;
  } catch {
    return false;
  }
}
