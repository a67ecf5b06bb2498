import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { CSV_EXPORT_MESSAGES as M } from '../../../shared/csv-export-messages.ts';
import type { FileAnswer } from '../../lib/api/downloads.ts';
import { Button } from '../ui/button.tsx';
import { saveFile } from './save-file.ts';

/**
 * A staff list's "Export CSV": downloads every row the list's current
 * filters match (`download` makes the call with them and the session) and
 * saves it under the server's file name. Says so while it runs, and why it
 * failed if it did. `list` names the list for screen readers.
 */
export function ExportCsvButton({
  list,
  fallbackName,
  download,
}: {
  list: string;
  /** The file's name should the server not give one. */
  fallbackName: string;
  download: () => Promise<FileAnswer>;
}) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string }>();

  async function exportCsv() {
    setBusy(true);
    setStatus(undefined);
    const answer = await download();
    setBusy(false);
    if (!answer.ok) return setStatus({ error: true, text: answer.message ?? M.failed });
    const fileName = answer.fileName ?? fallbackName;
    saveFile(answer.blob, fileName);
    setStatus({ error: false, text: M.downloading(fileName) });
  }

  return (
    <div className="grid justify-items-start gap-1">
      <Button variant="outline" disabled={busy} onClick={() => void exportCsv()}>
        <FileDown aria-hidden="true" className="size-4" />
        {busy ? M.busy : M.button}
        <span className="sr-only">{M.of(list)}</span>
      </Button>
      <p role="status" className="sr-only">
        {status && !status.error ? status.text : ''}
      </p>
      {status?.error ? (
        <p role="alert" className="text-sm text-danger-700">
          {status.text}
        </p>
      ) : null}
    </div>
  );
}
