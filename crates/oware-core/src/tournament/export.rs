//! The standings as a club shows them: a CSV file for a spreadsheet, an HTML page for a
//! notice board or a website (one file, no script, readable printed), and aligned text for
//! a terminal.

use super::standings::{Standing, TieBreak, quarters};

/// The standings as CSV (RFC 4180): a header line, then one line a player, best first.
/// Points and tie-breaks as decimals (`2.5`).
pub fn standings_csv(names: &[String], standings: &[Standing], order: &[TieBreak]) -> String {
    let mut text = String::from("Rank,Player,Points");
    for t in order {
        text.push(',');
        text.push_str(t.short());
    }
    text.push_str("\r\n");
    for s in standings {
        let name = names.get(s.player).map_or("", String::as_str);
        text.push_str(&format!(
            "{},{},{}",
            s.rank,
            csv_field(name),
            decimal(s.points)
        ));
        for v in &s.tie_breaks {
            text.push(',');
            text.push_str(&decimal(*v));
        }
        text.push_str("\r\n");
    }
    text
}

/// The standings as an HTML page titled `title`.
pub fn standings_html(
    title: &str,
    names: &[String],
    standings: &[Standing],
    order: &[TieBreak],
) -> String {
    let mut rows = String::new();
    for s in standings {
        let name = names.get(s.player).map_or("", String::as_str);
        rows.push_str(&format!(
            "<tr><td>{}</td><td class=\"name\">{}</td><td>{}</td>",
            s.rank,
            escape(name),
            quarters(s.points)
        ));
        for v in &s.tie_breaks {
            rows.push_str(&format!("<td>{}</td>", quarters(*v)));
        }
        rows.push_str("</tr>\n");
    }
    let heads: String = order
        .iter()
        .map(|t| format!("<th>{}</th>", t.short()))
        .collect();
    format!(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{title}</title>\n\
         <style>body{{font-family:sans-serif;margin:2em}}table{{border-collapse:collapse}}\
         th,td{{padding:.3em .8em;border-bottom:1px solid #ccc;text-align:right}}\
         td.name,th.name{{text-align:left}}</style></head>\n<body><h1>{title}</h1>\n\
         <table>\n<tr><th>#</th><th class=\"name\">Player</th><th>Points</th>{heads}</tr>\n\
         {rows}</table>\n</body></html>\n",
        title = escape(title),
    )
}

/// Quarter points as a decimal: `2.5`, `3`, `6.25`.
fn decimal(value: u64) -> String {
    match value % 4 {
        0 => format!("{}", value / 4),
        2 => format!("{}.5", value / 4),
        q => format!("{}.{}", value / 4, q * 25),
    }
}

/// A CSV field, quoted when it holds a comma, a quote or a line break; a leading `=`, `+`,
/// `-` or `@` is set apart so that a spreadsheet does not take the name for a formula.
fn csv_field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// Text made safe inside HTML.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The standings in aligned columns: rank, name, points, tie-breaks.
pub fn standings_text(names: &[String], table: &[Standing], order: &[TieBreak]) -> String {
    let width = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(6)
        .max(6);
    let mut text = format!("{:>3}  {:<width$}  {:>6}", "#", "Player", "Points");
    for t in order {
        text.push_str(&format!("  {:>6}", t.short()));
    }
    text.push('\n');
    for s in table {
        let name = names.get(s.player).map_or("", String::as_str);
        let pad = width.saturating_sub(name.chars().count());
        text.push_str(&format!(
            "{:>3}  {name}{}  {:>6}",
            s.rank,
            " ".repeat(pad),
            quarters(s.points)
        ));
        for v in &s.tie_breaks {
            text.push_str(&format!("  {:>6}", quarters(*v)));
        }
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> (Vec<String>, Vec<Standing>) {
        let names = vec![
            "Ama, the first".to_string(),
            "<b>Kofi</b> & \"Yaw\"".to_string(),
            "=1+1".to_string(),
        ];
        let standings = vec![
            Standing {
                player: 0,
                rank: 1,
                points: 10,
                tie_breaks: vec![9],
            },
            Standing {
                player: 1,
                rank: 2,
                points: 8,
                tie_breaks: vec![4],
            },
            Standing {
                player: 2,
                rank: 2,
                points: 8,
                tie_breaks: vec![4],
            },
        ];
        (names, standings)
    }

    #[test]
    fn standings_as_csv_quote_what_they_must_and_defuse_formulas() {
        let (names, standings) = table();
        let csv = standings_csv(&names, &standings, &[TieBreak::Buchholz]);
        let lines: Vec<&str> = csv.split("\r\n").collect();
        assert_eq!(lines[0], "Rank,Player,Points,BH");
        assert_eq!(lines[1], "1,\"Ama, the first\",2.5,2.25");
        assert_eq!(lines[2], "2,\"<b>Kofi</b> & \"\"Yaw\"\"\",2,1");
        assert_eq!(lines[3], "2,'=1+1,2,1");
    }

    #[test]
    fn standings_as_html_escape_names_and_show_fractions() {
        let (names, standings) = table();
        let html = standings_html("Club <night>", &names, &standings, &[TieBreak::Buchholz]);
        assert!(html.contains("<title>Club &lt;night&gt;</title>"));
        assert!(html.contains("&lt;b&gt;Kofi&lt;/b&gt; &amp; &quot;Yaw&quot;"));
        assert!(!html.contains("<b>Kofi"));
        assert!(html.contains("<td>2½</td><td>2¼</td>"), "{html}");
    }
}
