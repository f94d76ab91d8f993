import { useEffect, useState } from 'react';
import { createCodecRunner, type CodecRunner } from './client';

/** One encoder worker for as long as the tool is open (started on first use, stopped on leaving). */
export function useCodecRunner(): CodecRunner {
  const [runner] = useState(createCodecRunner);
  useEffect(() => () => runner.dispose(), [runner]);
  return runner;
}
