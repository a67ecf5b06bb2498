import { useEffect, useState } from 'react';
import type { PersonData } from '../../../../shared/privacy.ts';
import { saveFile } from '../../../components/partials/save-file.ts';
import { exportPerson } from '../../../lib/api/downloads.ts';
import { erasePerson, personData } from '../../../lib/api/privacy.ts';

const FAILED = 'The request failed. Please try again.';

/** The person view's data and actions: the staff calls, sent with the session's token. */
export function usePerson(email: string) {
  const [data, setData] = useState<PersonData | null>(null);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  const [version, setVersion] = useState(0);
  const reload = () => setVersion((n) => n + 1);

  useEffect(() => {
    let live = true;
    void personData(email).then((result) => {
      if (!live) return;
      if (!result.ok || !result.data) return setError(result.message ?? FAILED);
      setError(undefined);
      setData(result.data);
    });
    return () => {
      live = false;
    };
  }, [email, version]);

  async function download() {
    setBusy(true);
    const file = await exportPerson(email);
    setBusy(false);
    if (!file.ok) return setError(file.message ?? FAILED);
    saveFile(file.blob, file.fileName ?? 'personal-data.json');
    setNotice('The export was downloaded and written to the audit log.');
    reload();
  }

  async function erase() {
    setBusy(true);
    const result = await erasePerson(email);
    setBusy(false);
    if (!result.ok) return setError(result.message ?? FAILED);
    setNotice(result.message);
    reload();
  }

  return { data, error, notice, busy, download, erase };
}
