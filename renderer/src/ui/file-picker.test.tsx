import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FileRule } from '@domain/uploads.ts';
import { FilePicker } from './file-picker.tsx';
import { UploadProgress } from './upload-progress.tsx';

const BANNER: FileRule = {
  accept: ['image/jpeg', 'image/png'],
  maxBytes: 1000,
  typeMessage: 'Banner must be JPG or PNG.',
  sizeMessage: 'Image must be under 1MB.',
};

function Picker({ onChange }: { onChange: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FilePicker
      label="Banner"
      rule={BANNER}
      file={file}
      hint="JPG or PNG"
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

/** The first bytes of each type (storage and the picker read what a file is from them), then padding. */
const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [...'GIF89a'].map((c) => c.charCodeAt(0)),
};
const fileOf = (name: string, type: string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set((SIGNATURES[type] ?? []).slice(0, size));
  return new File([bytes], name, { type });
};

describe('FilePicker', () => {
  it('hands over an accepted file and shows its name and size', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const input = screen.getByLabelText('Banner');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,.jpeg,.png');
    await userEvent.upload(input, fileOf('wide.png', 'image/png', 512));
    expect(await screen.findByText('wide.png')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'wide.png' }));
    expect(screen.getByText('512 bytes')).toBeInTheDocument();
  });

  it('refuses a wrong type or an oversized file with the caller’s words and hands over nothing', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const input = screen.getByLabelText('Banner');
    // applyAccept off: the browser's own filter is a convenience, the check must hold without it.
    await userEvent.upload(input, fileOf('anim.gif', 'image/gif', 10), { applyAccept: false });
    expect(await screen.findByText('Banner must be JPG or PNG.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.upload(input, fileOf('huge.jpg', 'image/jpeg', 1001));
    expect(await screen.findByText('Image must be under 1MB.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Choose a file…')).toBeInTheDocument();
  });

  it('refuses a text file named .png by its content, with the same words', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const input = screen.getByLabelText('Banner');
    await userEvent.upload(input, new File(['just some text'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Banner must be JPG or PNG.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Choose a file…')).toBeInTheDocument();
  });

  it('clears the chosen file with its remove button', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Banner'), fileOf('ok.jpg', 'image/jpeg', 10));
    await screen.findByText('ok.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the chosen file' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Choose a file…')).toBeInTheDocument();
  });
});

describe('UploadProgress', () => {
  it('says the percentage as a progress bar', () => {
    render(<UploadProgress label="Uploading list.pdf" value={0.426} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading list.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(screen.getByText('43%')).toBeInTheDocument();
  });
});
