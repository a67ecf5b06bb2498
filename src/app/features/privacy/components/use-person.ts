import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { PRIVACY_MESSAGES } from '../../../../shared/privacy-messages.ts';
import { saveFile } from '../../../components/partials/save-file.ts';
import { exportPerson } from '../../../lib/api/downloads.ts';

/**
 * The person view's Export as JSON: a click that fetches the file (with the
 * session's cookie) and saves it; the export is written to the audit log,
 * so the route's loader is read again to list it. What is held comes from
 * the loader, never from here.
 */
export function usePersonExport(email: string) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();

  async function download() {
    setBusy(true);
    setOutcome(undefined);
    const file = await exportPerson(email);
    setBusy(false);
    if (!file.ok) {
      return setOutcome({
        ok: false,
        message: file.message ?? PRIVACY_MESSAGES.staffRequestFailed,
      });
    }
    saveFile(file.blob, file.fileName ?? 'personal-data.json');
    setOutcome({ ok: true, message: PRIVACY_MESSAGES.staffExported });
    void revalidator.revalidate();
  }

  return { busy, outcome, download };
}
