import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tools/testing/render-in-app';
import { ApiError, uploadFiles } from '../../platform/shell';
import { RefusedUploads } from './RefusedUploads';
import { UploadDropZone } from './UploadDropZone';
import { useArchiveActions, type RefusedUpload } from './useArchiveActions';

vi.mock('../../platform/shell', async (original) => ({ ...(await original<typeof import('../../platform/shell')>()), uploadFiles: vi.fn() }));

const scope = { orgNo: '928471632', apiBase: '/archive', appBase: '/company/928471632/archive', changes: true, linkPath: () => null };

/** The archive browser's wiring: the drop uploads through the archive's actions and lists what they refused. */
const ArchiveDrop = () => {
  const { upload } = useArchiveActions(scope as never);
  const [refused, setRefused] = useState<RefusedUpload[]>([]);
  return (
    <>
      <RefusedUploads refused={refused} onClose={() => setRefused([])} />
      <UploadDropZone enabled progress={null} onFiles={(files) => void upload('folder-1', files, () => undefined).then(setRefused)}>
        <p>Mappen</p>
      </UploadDropZone>
    </>
  );
};

const file = (name: string) => new File(['x'], name, { type: 'application/octet-stream' });

describe('a drop on the archive', () => {
  it('uploads each file on its own and lists the refused ones with the server’s reason', async () => {
    vi.mocked(uploadFiles).mockImplementation(async (_path, [dropped]) => {
      if (dropped!.name === 'program.exe') throw new ApiError(400, { error: { code: 'unsupported-files', params: { files: 'program.exe', supported: 'PDF' } } });
      return [{ id: dropped!.name }];
    });
    const { user } = renderInApp(<ArchiveDrop />);
    const zone = screen.getByTestId('archive-drop-zone');
    fireEvent.dragOver(zone);
    expect(within(zone).getByText('Slipp filer her for å laste dem opp')).toBeVisible();

    fireEvent.drop(zone, { dataTransfer: { files: [file('Vedtekter.pdf'), file('program.exe')] } });
    const refused = await screen.findByRole('list', { name: 'Disse filene ble ikke lastet opp:' });
    expect(within(refused).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['program.exe: Filtypen støttes ikke: program.exe. Støttede filtyper: PDF.']);
    expect(vi.mocked(uploadFiles).mock.calls.map(([path, files]) => [path, files.map(({ name }) => name)])).toEqual([
      ['/archive/928471632/upload/folder-1', ['Vedtekter.pdf']],
      ['/archive/928471632/upload/folder-1', ['program.exe']],
    ]);

    await user.click(screen.getByRole('button', { name: 'Lukk' }));
    expect(screen.queryByRole('list', { name: 'Disse filene ble ikke lastet opp:' })).not.toBeInTheDocument();
  });
});
