import { Copy } from 'lucide-react';
import { notify } from '../../lib/notify';
import { Button } from './button';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Copied to clipboard');
    } catch {
      notify.error('Could not copy. Please select the text and copy it yourself.');
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()}>
      <Copy aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
