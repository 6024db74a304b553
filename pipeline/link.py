def link_claims(doc, mentions, script):
    return []
