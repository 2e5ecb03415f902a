import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BULK_UPLOAD_INVALID } from '@camp/shared/upload';
import { renderWithShell } from '../../../test-utils';
import { Toaster, toast } from '../../../components/ui/toaster';
import { ImportActivitiesDialog, UploadActivityButton } from './import-activities-dialog';
import { recordRequests } from '../../../test-server';

const xlsx = (name = 'activities.xlsx') =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/**
 * A stubbed fetch answering `body` with `status`. The tests that send a file hand fetch's
 * arguments straight to the test instead of going through MSW: Node's fetch cannot read a jsdom
 * File (Node 24 waits for its stream forever; Node 20 sends 'undefined'), which a browser sends
 * as it is, and MSW would have to read the request through Node's fetch. So these tests check
 * the FormData the app hands fetch, and answer in the API's shapes.
 */
function reply(status: number, body: unknown) {
  return vi
    .fn<(url: string, init: RequestInit) => Promise<Response>>()
    .mockResolvedValue(Response.json(body, { status }));
}

function renderDialog(onUploaded = vi.fn()) {
  renderWithShell(
    <>
      <ImportActivitiesDialog open programId={7} onClose={vi.fn()} onUploaded={onUploaded} />
      <Toaster />
    </>,
  );
  return { onUploaded, input: screen.getByLabelText('Choose file') };
}

beforeEach(() => toast.clear());
afterEach(() => vi.unstubAllGlobals());

describe('ImportActivitiesDialog', () => {
  it('has the title, a template link and an .xlsx-only file input', () => {
    const { input } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Upload activity with XLSX file' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download the template' });
    expect(link.getAttribute('href')).toBe('/api/v1/camp_directors/download_templates/activities');
    expect(link.hasAttribute('download')).toBe(true);
    expect(input.getAttribute('accept')).toContain('.xlsx');
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('refuses a file that is not .xlsx before sending anything', () => {
    const seen = recordRequests();
    const { input } = renderDialog();
    fireEvent.change(input, { target: { files: [xlsx('activities.csv')] } });
    expect(screen.getByRole('alert').textContent).toBe(BULK_UPLOAD_INVALID);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(seen).toEqual([]);
  });

  it("lists the server's errors as 'Error in {label}: {message}'", async () => {
    vi.stubGlobal(
      'fetch',
      reply(422, {
        errors: {
          'Row 3, Price': ['Price must be a number'],
          'Row 4, Start date': ['Date is required', 'Date is invalid'],
        },
      }),
    );
    const { input, onUploaded } = renderDialog();
    fireEvent.change(input, { target: { files: [xlsx()] } });
    expect(screen.getByText('activities.xlsx')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const list = await screen.findByRole('list', { name: 'Errors in the file' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Error in Row 3, Price: Price must be a number',
      'Error in Row 4, Start date: Date is required',
      'Error in Row 4, Start date: Date is invalid',
    ]);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("shows 'File failed upload' when the failure has no errors map", async () => {
    vi.stubGlobal(
      'fetch',
      reply(500, { errors: { _base: ['Something went wrong'] }, _base: ['Something went wrong'] }),
    );
    const { input } = renderDialog();
    fireEvent.change(input, { target: { files: [xlsx()] } });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByText('File failed upload');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Error:');
    expect(screen.queryByRole('list', { name: 'Errors in the file' })).toBeNull();
  });

  // Through a stubbed fetch, as every test here that sends a file (see `reply`).
  it('sends the file as multipart and reports success', async () => {
    const fetchMock = reply(201, { success: true, count: 12 });
    vi.stubGlobal('fetch', fetchMock);
    const { input, onUploaded } = renderDialog();
    const file = xlsx();
    fireEvent.change(input, { target: { files: [file] } });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(12));
    expect(await screen.findByText('The file was successfully uploaded')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/camp_directors\/activity_providers\/7\/imports$/);
    expect(init.method).toBe('POST');
    // A FormData body: the browser writes it as multipart/form-data with its boundary.
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBe(file);
  });
});

describe('UploadActivityButton', () => {
  it('opens the dialog and goes back to the program after an upload', async () => {
    vi.stubGlobal('fetch', reply(201, { success: true, count: 2 }));
    const { router } = renderWithShell(<UploadActivityButton programId={7} />, {
      path: '/camp-director/program/7/create-activity',
      routes: [{ path: '/camp-director/program/:id', element: <p>Program page</p> }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload activity' }));
    fireEvent.change(screen.getByLabelText('Choose file'), { target: { files: [xlsx()] } });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Program page');
    expect(router.state.location.pathname).toBe('/camp-director/program/7');
    expect(router.state.location.search).toBe('?tab=activities');
  });
});
