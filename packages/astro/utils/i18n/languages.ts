/**
 * The languages the interface speaks, as docs.json `navigation.languages` names them: Mintlify's
 * codes and their BCP 47 tags (`cn` and `zh` are `zh-Hans`, `jp` is `ja`, `ua` is `uk`), each
 * with its table. A language without a table speaks English; a regional tag without one of its
 * own (`de-AT`, `fr-CA`) speaks its language's.
 */
import ar from './languages/ar.json' with { type: 'json' };
import ca from './languages/ca.json' with { type: 'json' };
import cs from './languages/cs.json' with { type: 'json' };
import da from './languages/da.json' with { type: 'json' };
import de from './languages/de.json' with { type: 'json' };
import en from './languages/en.json' with { type: 'json' };
import es from './languages/es.json' with { type: 'json' };
import fr from './languages/fr.json' with { type: 'json' };
import he from './languages/he.json' with { type: 'json' };
import hi from './languages/hi.json' with { type: 'json' };
import id from './languages/id.json' with { type: 'json' };
import it from './languages/it.json' with { type: 'json' };
import ja from './languages/ja.json' with { type: 'json' };
import ko from './languages/ko.json' with { type: 'json' };
import lv from './languages/lv.json' with { type: 'json' };
import nl from './languages/nl.json' with { type: 'json' };
import no from './languages/no.json' with { type: 'json' };
import pl from './languages/pl.json' with { type: 'json' };
import pt from './languages/pt.json' with { type: 'json' };
import pt_BR from './languages/pt-BR.json' with { type: 'json' };
import ro from './languages/ro.json' with { type: 'json' };
import ru from './languages/ru.json' with { type: 'json' };
import sv from './languages/sv.json' with { type: 'json' };
import tr from './languages/tr.json' with { type: 'json' };
import uk from './languages/uk.json' with { type: 'json' };
import uz from './languages/uz.json' with { type: 'json' };
import vi from './languages/vi.json' with { type: 'json' };
import zh_Hans from './languages/zh-Hans.json' with { type: 'json' };
import zh_Hant from './languages/zh-Hant.json' with { type: 'json' };
import type { InterfaceStrings } from './types.ts';

/** Each language's table, by BCP 47 tag. */
export const TABLES: Readonly<Record<string, InterfaceStrings>> = {
	ar,
	ca,
	cs,
	da,
	de,
	en,
	es,
	fr,
	he,
	hi,
	id,
	it,
	ja,
	ko,
	lv,
	nl,
	no,
	pl,
	pt,
	'pt-BR': pt_BR,
	ro,
	ru,
	sv,
	tr,
	uk,
	uz,
	vi,
	'zh-Hans': zh_Hans,
	'zh-Hant': zh_Hant,
};

/** Codes Mintlify and browsers write for a language whose table has another name. */
const ALIASES: Readonly<Record<string, string>> = {
	cn: 'zh-Hans',
	zh: 'zh-Hans',
	'zh-cn': 'zh-Hans',
	'zh-sg': 'zh-Hans',
	'zh-tw': 'zh-Hant',
	'zh-hk': 'zh-Hant',
	'zh-mo': 'zh-Hant',
	jp: 'ja',
	ua: 'uk',
	cz: 'cs',
	nb: 'no',
	nn: 'no',
	'pt-pt': 'pt',
	iw: 'he',
	in: 'id',
};

const byLowerCase = new Map(Object.keys(TABLES).map((tag) => [tag.toLowerCase(), tag]));

/** The tag of the table that speaks `code` (a Mintlify code or BCP 47 tag), `en` when none does. */
export function findLanguage(code: string | undefined): string {
	if (!code) return 'en';
	let lower = code.trim().toLowerCase().replace(/_/g, '-');
	while (lower) {
		const found = byLowerCase.get(ALIASES[lower]?.toLowerCase() ?? lower);
		if (found) return found;
		lower = lower.replace(/-?[^-]*$/, '');
	}
	return 'en';
}
