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

const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('FilePicker', () => {
  it('hands over an accepted file and shows its name and size', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const input = screen.getByLabelText('Banner');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,.jpeg,.png');
    await userEvent.upload(input, fileOf('wide.png', 'image/png', 512));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'wide.png' }));
    expect(screen.getByText('wide.png')).toBeInTheDocument();
    expect(screen.getByText('512 bytes')).toBeInTheDocument();
  });

  it('refuses a wrong type or an oversized file with the caller’s words and hands over nothing', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const input = screen.getByLabelText('Banner');
    // applyAccept off: the browser's own filter is a convenience, the check must hold without it.
    await userEvent.upload(input, fileOf('anim.gif', 'image/gif', 10), { applyAccept: false });
    expect(screen.getByText('Banner must be JPG or PNG.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.upload(input, fileOf('huge.jpg', 'image/jpeg', 1001));
    expect(screen.getByText('Image must be under 1MB.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Choose a file…')).toBeInTheDocument();
  });

  it('clears the chosen file with its remove button', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Banner'), fileOf('ok.jpg', 'image/jpeg', 10));
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
