import { useEffect, useState } from 'preact/hooks';
import type { PlaygroundState } from '../../../state/create-playground-state.ts';

/** The obtained token: expiry, scopes, reveal in the code examples, clear. */
export function TokenStatus({ state, name }: { state: PlaygroundState; name: string }) {
	const token = state.obtained.value[name];
	const [now, setNow] = useState(Date.now());
	useEffect(() => {
		const timer = setInterval(() => setNow(Date.now()), 1000);
		return () => clearInterval(timer);
	}, []);
	if (!token) return null;
	const expiry =
		token.expiresAt === undefined
			? 'The server gave no expiry.'
			: token.expiresAt > now
				? `Expires at ${new Date(token.expiresAt).toLocaleTimeString()} (in ${formatDuration(token.expiresAt - now)}).`
				: `Expired at ${new Date(token.expiresAt).toLocaleTimeString()}.${token.refresh ? ' Send refreshes it first.' : ' Get a new one.'}`;
	return (
		<div class="td-pg-oauth-token" role="status">
			<p>
				<strong>Token obtained.</strong> {expiry}
			</p>
			<p>
				{'Scopes: '}
				{token.scopes.length > 0
					? token.scopes.map((scope, index) => (
							<span key={scope}>
								{index > 0 && ', '}
								<code>{scope}</code>
							</span>
						))
					: 'none'}
			</p>
			<div class="td-pg-oauth-bar">
				<button
					type="button"
					class="td-pg-small-button"
					aria-pressed={token.revealed}
					onClick={() => state.setObtained(name, { ...token, revealed: !token.revealed })}
				>
					{token.revealed ? 'Hide token in code examples' : 'Show token in code examples'}
				</button>
				<button type="button" class="td-pg-small-button" onClick={() => state.clearAuth(name)}>
					Clear token
				</button>
			</div>
		</div>
	);
}

function formatDuration(ms: number): string {
	const seconds = Math.ceil(ms / 1000);
	if (seconds < 90) return `${seconds} s`;
	const minutes = Math.round(seconds / 60);
	return minutes < 90 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}
