export * from './catalogue';
export type { ToolProps, ToolComponent, ToolModule } from './tool-contract';
export { Button, type ButtonProps } from './ui/Button';
export { CopyButton, type CopyButtonProps } from './ui/CopyButton';
export { Message, type MessageProps } from './ui/Message';
export { copyText } from './ui/clipboard';
export { useQueryState } from './ui/useQueryState';
export { readStored, writeStored } from './ui/storage';
