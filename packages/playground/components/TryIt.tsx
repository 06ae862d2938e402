import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlaygroundProps } from '../types.ts';

type ModalModule = typeof import('./Modal.tsx');

/** Loads the modal's chunk once; later calls share the same promise. */
let modalChunk: Promise<ModalModule> | undefined;
const loadModal = () => {
	modalChunk ??= import('./Modal.tsx');
	return modalChunk;
};

/**
 * The 'Try it' button. It is tiny and eager; the modal, with everything it needs, loads on
 * demand when the reader reaches for the button.
 */
export default function TryIt(props: PlaygroundProps) {
	const [Modal, setModal] = useState<ModalModule['Modal'] | undefined>(undefined);
	const [open, setOpen] = useState(false);
	const button = useRef<HTMLButtonElement>(null);

	const openModal = async () => {
		const module = await loadModal();
		setModal(() => module.Modal);
		setOpen(true);
	};

	useEffect(() => {
		if (new URL(location.href).searchParams.get('playground') === 'open') void openModal();
	}, []);

	if (props.display === 'none') return null;
	return (
		<>
			<button
				ref={button}
				type="button"
				class="td-try-it"
				data-hydrated="true"
				onPointerEnter={loadModal}
				onFocus={loadModal}
				onClick={openModal}
			>
				Try it
			</button>
			{open && Modal && (
				<Modal
					{...props}
					onClose={() => {
						setOpen(false);
						button.current?.focus();
					}}
				/>
			)}
		</>
	);
}
