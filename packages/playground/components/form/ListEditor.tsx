import type { JSX } from 'preact';
import { useContext } from 'preact/hooks';
import { fill } from '../../strings/fill.ts';
import { StringsContext } from '../strings-context.ts';

interface ListEditorProps<T> {
	id: string;
	name: string;
	items: T[];
	invalid: boolean;
	render: (item: T, index: number, itemId: string) => JSX.Element;
	onAdd: () => void;
	onRemove: (index: number) => void;
}

/** A list with an item per row, each removable, and a button that adds one. */
export function ListEditor<T>(props: ListEditorProps<T>) {
	const t = useContext(StringsContext);
	return (
		<fieldset class="td-pg-list" aria-labelledby={`${props.id}-label`}>
			{props.items.map((item, index) => {
				const itemId = `${props.id}-${index}`;
				return (
					<div class="td-pg-list-item" key={index}>
						<label class="td-pg-sr-only" for={itemId}>
							{`${props.name} item ${index + 1}`}
						</label>
						{props.render(item, index, itemId)}
						<button
							type="button"
							class="td-pg-small-button"
							aria-label={fill(t.removeItem, { name: props.name, index: index + 1 })}
							onClick={() => props.onRemove(index)}
						>
							Remove
						</button>
					</div>
				);
			})}
			<button
				type="button"
				class="td-pg-small-button"
				aria-label={fill(t.addItem, { name: props.name })}
				onClick={props.onAdd}
			>
				{`+ Add ${props.name} item`}
			</button>
		</fieldset>
	);
}
