import { Download } from 'lucide-react';
import { downloadFile } from '../lib/download';
import { Button } from './Button';

interface DownloadButtonProps {
  content: string | (() => BlobPart);
  fileName: string;
  mimeType: string;
  children?: string;
  ariaLabel?: string;
}

export function DownloadButton({ content, fileName, mimeType, children = 'Download', ariaLabel }: DownloadButtonProps) {
  return (
    <Button
      size="sm"
      aria-label={ariaLabel}
      icon={<Download className="h-4 w-4" aria-hidden="true" />}
      onClick={() => downloadFile(typeof content === 'function' ? content() : content, fileName, mimeType)}
    >
      {children}
    </Button>
  );
}
