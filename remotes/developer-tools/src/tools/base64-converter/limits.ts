import { formatBytes } from '@toolhub/shared';
import { MAX_FILE_BYTES } from './logic';

export function fileSizeProblem(size: number, name: string): string | null {
  if (size <= MAX_FILE_BYTES) return null;
  return `${name} is ${formatBytes(size)}. Files up to ${formatBytes(MAX_FILE_BYTES)} can be converted here, so the page stays responsive.`;
}
